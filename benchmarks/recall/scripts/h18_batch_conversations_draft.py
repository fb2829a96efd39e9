# classes: 7 5
"""Batched chat turns: every open conversation gets its next reply in one padded batch."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("microsoft/Phi-3.5-mini-instruct", padding_side="left")
model = AutoModelForCausalLM.from_pretrained("microsoft/Phi-3.5-mini-instruct")
assistant = AutoModelForCausalLM.from_pretrained("microsoft/Phi-3-mini-4k-instruct")

conversations = {
    "c1": [{"role": "user", "content": "hello"}],
    "c2": [{"role": "user", "content": "tell me about the old king"}],
}


def step(convs, use_assistant):
    ids = list(convs)
    enc = tok.apply_chat_template(
        [convs[i] for i in ids], add_generation_prompt=True, padding=True, return_tensors="pt", return_dict=True
    )
    extra = {"assistant_model": assistant} if use_assistant else {}
    with torch.no_grad():
        out = model.generate(**enc, max_new_tokens=5, **extra)
    replies = tok.batch_decode(out[:, enc["input_ids"].shape[1]:], skip_special_tokens=True)
    for cid, reply in zip(ids, replies):
        convs[cid].append({"role": "assistant", "content": reply})
        convs[cid].append({"role": "user", "content": "go on"})


for turn in range(3):
    step(conversations, use_assistant=turn >= 1)
print(conversations["c1"][-2]["content"])
