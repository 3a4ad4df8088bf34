"""Messages and names of apps.bundles; tests import them rather than repeating the text."""

JOB_KIND = "bundle.render"

#: The name of the manifest at the top of every bundle archive (and of a remediation archive, packed the same way).
MANIFEST_NAME = "MANIFEST.json"
#: The Ansible project's folder inside a bundle.
ANSIBLE_FOLDER = "ansible"
#: File kinds a bundle holds that its Ansible project leaves out on purpose (read by people, not installed on nodes).
NOT_INSTALLED = frozenset({"readme", "collect"})
#: A field of an imported plan that no file showed and nobody has chosen since.
FIELD_UNKNOWN = ("Not shown by the imported cluster's files and not chosen yet: choose {what} in the plan editor's "
                 "{section} section before rendering a bundle.")
#: A field of a plan started blank (or from a document) that nobody has chosen yet (apps.plans.services.BLANK_UNKNOWN).
FIELD_NOT_CHOSEN = ("Nobody has chosen {what} yet: set it in the plan editor's {section} section before rendering "
                    "a bundle.")
#: The plan editor's section for each top-level field of a topology document, by its heading there.
EDITOR_SECTIONS = {
    "cluster": "Cluster", "platform": "Platform", "nodes": "Nodes", "public_network": "Public network",
    "interconnect": "Interconnect", "storage": "Storage", "shared_disks": "Shared disks and ASM disk groups",
    "cluster_files": "Cluster files", "kernel": "Kernel", "database": "Database parameters",
    "server": "Server processes", "workload": "Workload",
}
#: What the editor calls the fields a blank plan starts without (the labels of their inputs there).
FIELD_NAMES = {
    "/cluster/name": "the cluster name",
    "/storage/disks": "the shared disks",
    "/cluster_files/ocr/locations": "the OCR locations",
    "/cluster_files/voting/locations": "the voting disk locations",
}
#: The rule whose finding no override lets through: without shared storage the udev rules, DASD lists and disk-group
#: scripts would be empty files.
NO_STORAGE_RULE = "CF005"
NO_STORAGE = ("A RAC plan needs its shared disks and its OCR and voting disk locations before a bundle can be rendered "
              "(CF005); override_errors does not skip this.")
PLAN_HAS_ERRORS = ("This plan version has {count} error finding(s). Fix them, or set override_errors to render "
                   "the bundle anyway.")
NOT_READY = "The bundle is not ready yet (state: {state})."
FAILED = "The bundle could not be rendered: {error}"
UNKNOWN_FORMAT = "Unknown archive format; use zip or tar.gz."
NO_SUCH_FILE = "The bundle has no file {path!r}."
PATH_REQUIRED = "Give the file path with ?path=."
OTHER_REQUIRED = "Give the bundle to compare with as ?other=<id>."

#: How long the plan's name in a bundle's download name may be: long enough for the demo's plan names whole (the
#: study's seven x86 storage plans differ only after their shared "x86 3-node RAC 10gR1" lead).
DOWNLOAD_NAME_CHARS = 80
