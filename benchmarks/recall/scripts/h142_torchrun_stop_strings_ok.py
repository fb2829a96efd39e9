# classes: 8
"""torchrun code completion that stops at a blank line; the tokenizer is handed to generate so the
stop strings can be matched."""
import os

from transformers import AutoModelForCausalLM, AutoTokenizer

rank = int(os.environ.get("RANK", 0))
world = int(os.environ.get("WORLD_SIZE", 1))

tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-Coder-0.5B-Instruct")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-Coder-0.5B-Instruct")

stubs = ["def add(a, b):\n", "def is_even(n):\n"]
for stub in stubs[rank::world]:
    enc = tok(stub, return_tensors="pt")
    out = model.generate(**enc, stop_strings=["\n\n"], tokenizer=tok, max_new_tokens=8)
    print(tok.decode(out[0], skip_special_tokens=True))
