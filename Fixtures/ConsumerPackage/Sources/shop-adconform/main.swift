import AdConformCommand
import ShopSubjects

await AdConformCommand.main(subjects: ShopSubjects.all)
