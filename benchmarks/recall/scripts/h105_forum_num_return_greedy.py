# classes: 8
"""StackOverflow question: "how do I get 3 different completions?" -- num_return_sequences
without sampling or beams."""
from transformers import AutoModelForCausalLM, AutoTokenizer

tokenizer = AutoTokenizer.from_pretrained("gpt2")
model = AutoModelForCausalLM.from_pretrained("gpt2")

input_ids = tokenizer.encode("The quick brown fox", return_tensors="pt")
outputs = model.generate(input_ids, max_new_tokens=6, num_return_sequences=3, pad_token_id=tokenizer.eos_token_id)
for i, o in enumerate(outputs):
    print(i, tokenizer.decode(o, skip_special_tokens=True))
