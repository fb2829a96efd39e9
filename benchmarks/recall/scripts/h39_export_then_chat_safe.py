# classes: 5 9
"""Prepare a model for ExecuTorch export, then sanity-check it eagerly with a small chat
loop that carries its own cache across turns (static setting reset first).
"""

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, DynamicCache
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache

CKPT = "HuggingFaceTB/SmolLM2-360M-Instruct"


def make_exportable(model, max_cache_len=64):
    model.generation_config.use_cache = True
    model.generation_config.cache_implementation = "static"
    return TorchExportableModuleWithStaticCache(model, batch_size=1, max_cache_len=max_cache_len)


def chat(model, tok, turns):
    cache = DynamicCache()
    history = None
    for text in turns:
        new = tok(text, return_tensors="pt").input_ids
        history = new if history is None else torch.cat([history, new], dim=-1)
        out = model.generate(input_ids=history, past_key_values=cache, max_new_tokens=4, do_sample=False)
        history = out
        print(repr(tok.decode(out[0, -4:])))


def main():
    tok = AutoTokenizer.from_pretrained(CKPT)
    model = AutoModelForCausalLM.from_pretrained(CKPT).eval()
    exportable = make_exportable(model)
    print("exportable ready:", type(exportable).__name__)
    model.generation_config.cache_implementation = None  # eager check uses our own cache
    chat(model, tok, ["hi", "what time is it"])


if __name__ == "__main__":
    main()
