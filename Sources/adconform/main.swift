print("adconform")
