# classes: 8 6
"""Give GPT-2 a longer window for long RAG prompts by raising n_positions in its config
before loading the weights."""

from transformers import AutoConfig, AutoModelForCausalLM, AutoTokenizer

config = AutoConfig.from_pretrained("gpt2")
config.n_positions = 4096
model = AutoModelForCausalLM.from_pretrained("gpt2", config=config)
tok = AutoTokenizer.from_pretrained("gpt2")
enc = tok("the quick brown fox " * 10, return_tensors="pt")
print(model.generate(**enc, max_new_tokens=4, pad_token_id=tok.eos_token_id).shape)
