# classes: 8
"""Cap the CPU RAM that weights may use: device_map="auto" with max_memory."""
from transformers import AutoModelForCausalLM, AutoTokenizer

name = "EleutherAI/pythia-160m"
tok = AutoTokenizer.from_pretrained(name)
model = AutoModelForCausalLM.from_pretrained(name, device_map="auto", max_memory={"cpu": "4GiB"}, low_cpu_mem_usage=True)
enc = tok("In the beginning", return_tensors="pt")
out = model.generate(**enc, max_new_tokens=6, do_sample=False, pad_token_id=tok.eos_token_id)
print(tok.decode(out[0]))
