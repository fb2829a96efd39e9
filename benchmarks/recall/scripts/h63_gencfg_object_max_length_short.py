# classes: 5 3
"""Offline eval reusing one GenerationConfig object whose max_length was tuned for short prompts;
the benchmark's prompts are a fixed 40 tokens."""
import torch
from transformers import AutoModelForCausalLM, GenerationConfig

gen_cfg = GenerationConfig(max_length=32, do_sample=False)
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2").eval()
ids = torch.randint(0, model.config.vocab_size, (1, 40))
out = model.generate(ids, attention_mask=torch.ones_like(ids), generation_config=gen_cfg, pad_token_id=model.config.eos_token_id)
print(out.shape)
