# classes: 8 7 9
"""model_fn for an on-device packaging job: load the saved model and wrap it for export.

The packaging step (SageMaker Processing) calls model_fn(model_dir) and then exports the
wrapper; here the smoke test stops after wrapping. Cache settings come from the saved
generation config, which the training job wrote without cache sizes.
"""
import os
import tempfile

from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache

CKPT = "HuggingFaceTB/SmolLM2-135M-Instruct"


def write_model_dir(root):
    model = AutoModelForCausalLM.from_pretrained(CKPT)
    model.generation_config = GenerationConfig(
        use_cache=True,
        cache_implementation="static",
        max_new_tokens=16,
    )
    model.save_pretrained(root)
    AutoTokenizer.from_pretrained(CKPT).save_pretrained(root)


def model_fn(model_dir):
    model = AutoModelForCausalLM.from_pretrained(model_dir)
    model.eval()
    return TorchExportableModuleWithStaticCache(model)


if __name__ == "__main__":
    root = os.environ.get("SM_MODEL_DIR") or tempfile.mkdtemp()
    write_model_dir(root)
    wrapper = model_fn(root)
    print(type(wrapper).__name__, sum(p.numel() for p in wrapper.parameters()))
