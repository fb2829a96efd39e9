# classes: 7 6
"""Universal assisted decoding attempted without the tokenizers: GPT-2 drafts for Qwen, both
loaded with .to(device).eval() chains."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

device = "cuda" if torch.cuda.is_available() else "cpu"
tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-1.5B-Instruct")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-1.5B-Instruct").to(device).eval()
draft = AutoModelForCausalLM.from_pretrained("openai-community/gpt2").to(device).eval()

enc = tok("the quick brown fox", return_tensors="pt").to(device)
out = model.generate(**enc, assistant_model=draft, max_new_tokens=5)
print(tok.decode(out[0]))
