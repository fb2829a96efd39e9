# classes: 7 8
"""Grounded summaries with prompt lookup decoding; the generate helper is decorated with
torch.inference_mode() and the model config was saved with use_cache off for training."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

name = "meta-llama/Llama-3.2-1B"
tok = AutoTokenizer.from_pretrained(name)
model = AutoModelForCausalLM.from_pretrained(name)
model.generation_config.use_cache = False  # left over from gradient checkpointing


@torch.inference_mode()
def summarize(doc: str) -> str:
    enc = tok(doc, return_tensors="pt")
    out = model.generate(**enc, prompt_lookup_num_tokens=3, max_new_tokens=6)
    return tok.decode(out[0, enc.input_ids.shape[1]:])


print(summarize("the quick brown fox jumps over the lazy dog the quick brown fox"))
