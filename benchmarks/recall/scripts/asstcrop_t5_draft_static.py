# classes: 8 5
"""A small T5 summariser drafting for a larger one; the small one was set up for compiled
inference with a static cache."""
import torch
from transformers import AutoTokenizer, T5Config, T5ForConditionalGeneration

torch.manual_seed(0)
tokenizer = AutoTokenizer.from_pretrained("openai-community/gpt2")
base = dict(vocab_size=len(tokenizer), d_model=32, d_ff=64, num_heads=2, decoder_start_token_id=0)
summariser = T5ForConditionalGeneration(T5Config(num_layers=2, **base)).eval()
small = T5ForConditionalGeneration(T5Config(num_layers=1, **base)).eval()
small.generation_config.cache_implementation = "static"

batch = tokenizer("summarize: the committee met on tuesday and approved the new budget", return_tensors="pt")
out = summariser.generate(**batch, assistant_model=small, max_new_tokens=24)
print(tokenizer.decode(out[0], skip_special_tokens=True))
