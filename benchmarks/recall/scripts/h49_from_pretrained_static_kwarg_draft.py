# classes: 6 7
"""Load Mistral-style with the cache choice passed straight to from_pretrained, then add a draft.

The loader call carries cache_implementation="static" so that torch.compile sees fixed shapes;
later someone bolted speculative decoding onto the same model object.
"""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

TARGET = "HuggingFaceTB/SmolLM2-360M-Instruct"
DRAFT = "HuggingFaceTB/SmolLM2-135M-Instruct"

tokenizer = AutoTokenizer.from_pretrained(TARGET)
model = AutoModelForCausalLM.from_pretrained(
    TARGET,
    cache_implementation="static",  # fixed-size kv buffers for compile
    torch_dtype=torch.float32,
)
draft = AutoModelForCausalLM.from_pretrained(DRAFT, torch_dtype=torch.float32)

enc = tokenizer("Hello world!", return_tensors="pt")
with torch.no_grad():
    out = model.generate(enc.input_ids, max_new_tokens=6, assistant_model=draft)
print(tokenizer.decode(out[0], skip_special_tokens=True))
