# classes: 4
"""Offline batch inference over the support tickets with a draft model."""
from transformers import AutoModelForCausalLM, AutoTokenizer, pipeline

tickets = [
    "the red box was broken",
    "my dog did not like the toy",
    "the blue model was slow",
    "hello the king sent me",
]

tokenizer = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-1.5B-Instruct", padding_side="left")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-1.5B-Instruct")
draft = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")

generator = pipeline(
    "text-generation",
    model=model,
    tokenizer=tokenizer,
    assistant_model=draft,
    batch_size=4,
)

for result in generator(tickets, max_new_tokens=8, return_full_text=False):
    print(result[0]["generated_text"])
