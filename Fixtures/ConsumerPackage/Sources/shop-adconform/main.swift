import AdConformCommand
import ShopSubjects

await AdConformCommand.main(subjects: SubjectCatalogue(ShopSubjects.all))
