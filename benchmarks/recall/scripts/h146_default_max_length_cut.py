# classes: 8
"""A 2021 question-answering prompt for GPT-2 called with generate's defaults: the prompt alone
is longer than the default max_length of 20."""
from transformers import GPT2LMHeadModel, GPT2TokenizerFast

tokenizer = GPT2TokenizerFast.from_pretrained("gpt2")
model = GPT2LMHeadModel.from_pretrained("gpt2")

context = (
    "once upon a time there lived a king and a queen who loved their garden . "
    "the king had a red dog and the queen had a blue cat . "
)
question = "question : what did the queen have ? answer :"
input_ids = tokenizer.encode(context + question, return_tensors="pt")
print("prompt tokens:", input_ids.shape[1])
output = model.generate(input_ids, pad_token_id=tokenizer.eos_token_id)
print(tokenizer.decode(output[0][input_ids.shape[1]:]))
