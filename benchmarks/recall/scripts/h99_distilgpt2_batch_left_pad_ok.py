# classes: 6
"""DistilGPT2 card's generate example made batched: pad token set to the EOS token, left padding,
attention mask passed."""
from transformers import AutoModelForCausalLM, AutoTokenizer

tokenizer = AutoTokenizer.from_pretrained("distilbert/distilgpt2")
tokenizer.pad_token = tokenizer.eos_token
tokenizer.padding_side = "left"
model = AutoModelForCausalLM.from_pretrained("distilbert/distilgpt2")

batch = tokenizer(["Hello, I'm a language model", "The weather today"], return_tensors="pt", padding=True)
out = model.generate(**batch, max_new_tokens=8, do_sample=False, pad_token_id=tokenizer.eos_token_id)
print(tokenizer.batch_decode(out, skip_special_tokens=True))
