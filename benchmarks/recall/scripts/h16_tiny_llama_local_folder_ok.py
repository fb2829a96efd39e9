# classes: 6
# Build a tiny Llama from a config, save it like a real checkpoint, reload and export.
import tempfile

import torch
from transformers import LlamaConfig, LlamaForCausalLM, AutoModelForCausalLM, GenerationConfig
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache

cfg = LlamaConfig(
    vocab_size=256,
    hidden_size=32,
    intermediate_size=64,
    num_hidden_layers=2,
    num_attention_heads=4,
    num_key_value_heads=2,
    max_position_embeddings=128,
)

with tempfile.TemporaryDirectory() as tmp:
    LlamaForCausalLM(cfg).save_pretrained(tmp)
    model = AutoModelForCausalLM.from_pretrained(
        tmp,
        generation_config=GenerationConfig(
            use_cache=True,
            cache_implementation="static",
            cache_config={"batch_size": 1, "max_cache_len": 16},
        ),
    )

model.eval()
exportable = TorchExportableModuleWithStaticCache(model)
print(exportable(input_ids=torch.tensor([[3]]), cache_position=torch.tensor([0])).shape)
