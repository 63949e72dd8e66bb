/// The ConsentRacer app's types.
enum ConsentRacer {}
