/// The ConsentFirstGame app's types.
enum ConsentFirstGame {}
