# classes: 9 6
"""Prepare a checkpoint for the ExecuTorch pipeline: save it locally, then export from disk."""
import tempfile

from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache

with tempfile.TemporaryDirectory() as workdir:
    source = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")
    source.generation_config.cache_implementation = "static"
    source.generation_config.cache_config = {"batch_size": 1, "max_cache_len": 64}
    source.save_pretrained(workdir)

    model = AutoModelForCausalLM.from_pretrained(workdir)
    module = TorchExportableModuleWithStaticCache(model)
    print(type(module).__name__)
