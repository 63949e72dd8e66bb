import AdConformCommand
import ExampleSubjects

await AdConformCommand.main(subjects: Fixtures.catalog)
