# classes: 9 6
"""Load a causal LM for ExecuTorch, falling back to eager attention when SDPA is refused.

The config on disk comes from a fine-tune that switched caching off; the loader turns it back
on before building the exportable module.
"""
import logging
import tempfile

import torch
from transformers import AutoConfig, AutoModelForCausalLM, GenerationConfig
from transformers.integrations.executorch import TorchExportableModuleForDecoderOnlyLM

logging.basicConfig(level=logging.INFO)
BASE = "meta-llama/Llama-3.2-1B-Instruct"
MAX_LEN = 96


def prepare_finetuned_folder(path):
    cfg = AutoConfig.from_pretrained(BASE)
    cfg.use_cache = False  # gradient checkpointing during the fine-tune
    model = AutoModelForCausalLM.from_pretrained(BASE, config=cfg)
    model.save_pretrained(path)


def load_for_export(path, max_len=MAX_LEN, dtype=torch.float32):
    config = AutoConfig.from_pretrained(path)
    if getattr(config, "use_cache", None) is False:
        logging.info("re-enabling the KV cache that training turned off")
        config.use_cache = True

    def _load(attn):
        return AutoModelForCausalLM.from_pretrained(
            path,
            config=config,
            torch_dtype=dtype,
            attn_implementation=attn,
            generation_config=GenerationConfig(
                use_cache=True,
                cache_implementation="static",
                max_length=max_len,
                cache_config={"batch_size": 1, "max_cache_len": max_len},
            ),
        )

    try:
        model = _load("sdpa")
    except ValueError as err:
        if "scaled_dot_product_attention" not in str(err):
            raise
        model = _load("eager")
    return model.eval()


with tempfile.TemporaryDirectory() as folder:
    prepare_finetuned_folder(folder)
    model = load_for_export(folder)
    module = TorchExportableModuleForDecoderOnlyLM(model, batch_size=1, max_cache_len=MAX_LEN)
    print(module.model.__class__.__name__)
