# classes: 6 8
"""ExecuTorch export helper written against 4.4x: the wrapper reads batch size and cache length
from generation_config.cache_config, which it fills only on new releases."""
import torch
import transformers
from packaging import version
from transformers import AutoModelForCausalLM, GenerationConfig
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache

MODEL = "HuggingFaceTB/SmolLM2-135M"
MAX_LEN = 64


def load_exportable(name):
    model = AutoModelForCausalLM.from_pretrained(
        name,
        attn_implementation="sdpa",
        generation_config=GenerationConfig(
            use_cache=True,
            cache_implementation="static",
            max_length=MAX_LEN,
        ),
    )
    if version.parse(transformers.__version__) >= version.parse("5.0.0"):
        model.generation_config.cache_config = {"batch_size": 1, "max_cache_len": MAX_LEN}
    return model.eval()


model = load_exportable(MODEL)
wrapper = TorchExportableModuleWithStaticCache(model)
ids = torch.tensor([[1, 2, 3]])
print(wrapper(input_ids=ids, cache_position=torch.arange(3)).shape)
