# classes: 6
"""Build a tiny Llama, save it with an export-ready generation config, reload and wrap it."""
import os
import tempfile

from transformers import AutoModelForCausalLM, GenerationConfig, LlamaConfig, LlamaForCausalLM
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache


def save_tiny_checkpoint(folder):
    config = LlamaConfig(
        vocab_size=128,
        hidden_size=32,
        intermediate_size=64,
        num_hidden_layers=2,
        num_attention_heads=4,
        num_key_value_heads=2,
    )
    model = LlamaForCausalLM(config)
    gen = GenerationConfig.from_model_config(model.config)
    gen.cache_implementation = "static"
    gen.cache_config = {"batch_size": 1, "max_cache_len": 48}
    model.generation_config = gen
    model.save_pretrained(folder)
    return folder


def load_checkpoint(folder):
    return AutoModelForCausalLM.from_pretrained(folder)


with tempfile.TemporaryDirectory() as tmp:
    path = save_tiny_checkpoint(os.path.join(tmp, "tiny-llama"))
    model = load_checkpoint(path)
    print(model.generation_config)
    module = TorchExportableModuleWithStaticCache(model, batch_size=1)
    print("ok", module.static_cache)
