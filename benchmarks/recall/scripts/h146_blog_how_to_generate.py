# classes: 8
"""The 2020 "How to generate text" blog post run unchanged: greedy, beam search with n-gram
blocking, then top-k/top-p sampling with top_k=0 to switch top-k off."""
import torch
from transformers import GPT2LMHeadModel, GPT2TokenizerFast

tokenizer = GPT2TokenizerFast.from_pretrained("gpt2")
model = GPT2LMHeadModel.from_pretrained("gpt2", pad_token_id=tokenizer.eos_token_id)

input_ids = tokenizer.encode("I enjoy walking with my cute dog", return_tensors="pt")

greedy_output = model.generate(input_ids, max_length=30)
print(tokenizer.decode(greedy_output[0], skip_special_tokens=True))

beam_output = model.generate(input_ids, max_length=30, num_beams=5, no_repeat_ngram_size=2, early_stopping=True)
print(tokenizer.decode(beam_output[0], skip_special_tokens=True))

torch.manual_seed(0)
sample_outputs = model.generate(input_ids, do_sample=True, max_length=30, top_k=0, top_p=0.92, num_return_sequences=3)
for i, sample_output in enumerate(sample_outputs):
    print(f"{i}: {tokenizer.decode(sample_output, skip_special_tokens=True)}")
