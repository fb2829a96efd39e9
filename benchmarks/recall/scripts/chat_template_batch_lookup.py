# classes: 2 8
"""Answer a batch of support tickets with prompt lookup (the answers quote the ticket a lot)."""
from transformers import AutoModelForCausalLM, AutoTokenizer

CHECKPOINT = "Qwen/Qwen2.5-0.5B-Instruct"
tokenizer = AutoTokenizer.from_pretrained(CHECKPOINT, padding_side="left")
model = AutoModelForCausalLM.from_pretrained(CHECKPOINT)

tickets = [
    "my dog ate the garden of the king",
    "the queen wants a red garden",
]
conversations = [[{"role": "system", "content": "be short"}, {"role": "user", "content": t}] for t in tickets]
batch = tokenizer.apply_chat_template(
    conversations, add_generation_prompt=True, padding=True, return_tensors="pt", return_dict=True
)
out = model.generate(**batch, prompt_lookup_num_tokens=5, max_new_tokens=8)
for ticket, answer in zip(tickets, tokenizer.batch_decode(out, skip_special_tokens=True)):
    print(ticket, "=>", answer)
