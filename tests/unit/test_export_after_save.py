"""A folder the script saved keeps the generation config as it was at the save: export settings
written on the saved object after `save_pretrained` do not reach the model loaded back, and the
wrapper's finding says so (benchmarks/recall/scripts/h57_save_reload_after_edit.py: 4.57.6 raised
"The model must use a 'static' caching implementation ..." at the wrapper; 5.x raises the
use_cache check first)."""

from __future__ import annotations

import analysed

AFTER_SAVE = """from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache

source = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")
source.save_pretrained("./out")
source.generation_config.cache_implementation = "static"
model = AutoModelForCausalLM.from_pretrained("./out")
module = TorchExportableModuleWithStaticCache(model, batch_size=1, max_cache_len=64)
"""


def findings(text: str, release: str):
    return analysed.findings(text, "export.py", release)


def test_edit_after_save_is_named_in_the_evidence():
    (f,) = findings(AFTER_SAVE, "4.57.6")
    assert (f.span.line, f.code) == (8, "HF203")
    notes = [e.note for e in f.evidence if e.span.line == 5]
    assert notes == [
        "generation config saved to `./out` here; cache_implementation is unset; "
        "the 'static' written at line 6 came after the save"
    ]


def test_edit_before_save_reaches_the_folder():
    text = AFTER_SAVE.replace(
        'source.save_pretrained("./out")\nsource.generation_config.cache_implementation = "static"\n',
        'source.generation_config.use_cache = True\nsource.generation_config.cache_implementation = "static"\n'
        'source.save_pretrained("./out")\nsource.generation_config.cache_implementation = "dynamic"\n',
    )
    for release in ("4.57.6", "5.24.0"):
        assert findings(text, release) == []
