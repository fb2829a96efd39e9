# classes: 7 9
"""Batch assisted generation from a GitHub issue, with positional and keyword arguments mixed.

The issue passed the GenerationConfig positionally after the ids; the adapted version
runs the whole list of questions in one padded batch.
"""

from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

tokenizer = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-1.5B-Instruct")
tokenizer.padding_side = "left"
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-1.5B-Instruct")
assistant = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")

questions = [
    "What is 2 + 2?",
    "Name a prime number.",
]
batch = tokenizer(questions, return_tensors="pt", padding=True)

gen_config = GenerationConfig(max_new_tokens=6, do_sample=False, pad_token_id=tokenizer.pad_token_id)
out = model.generate(
    batch["input_ids"],
    gen_config,
    attention_mask=batch["attention_mask"],
    assistant_model=assistant,
)
for q, a in zip(questions, tokenizer.batch_decode(out, skip_special_tokens=True)):
    print(q, "->", a)
