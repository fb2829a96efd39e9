# classes: 8 6
"""Try PyTorch flex attention on GPT-2 for generation."""

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2", attn_implementation="flex_attention")
enc = tok("the quick brown fox", return_tensors="pt")
print(tok.decode(model.generate(**enc, max_new_tokens=4)[0]))
