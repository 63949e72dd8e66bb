import AdConformCommand
import ShopSubjects

await AdConformCommand.main(subjects: SubjectCatalog(ShopSubjects.all))
