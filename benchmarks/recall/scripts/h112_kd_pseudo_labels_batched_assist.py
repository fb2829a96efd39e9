# classes: 7 6
"""Distillation loop: the teacher writes pseudo-labels, a small student is trained on them for a
couple of steps, then the student is used as the teacher's assistant to label the next batch."""
import torch
from transformers import AutoConfig, AutoModelForCausalLM, AutoTokenizer

TEACHER = "openai-community/gpt2-medium"

tok = AutoTokenizer.from_pretrained(TEACHER)
tok.pad_token = tok.eos_token
tok.padding_side = "left"
teacher = AutoModelForCausalLM.from_pretrained(TEACHER).eval()

student_cfg = AutoConfig.from_pretrained(TEACHER, n_layer=1)
student = AutoModelForCausalLM.from_config(student_cfg)

prompts = ["tell me a story about the king", "once upon a time there lived", "the quick brown fox"]


def pseudo_label(batch_prompts, assistant=None):
    enc = tok(batch_prompts, return_tensors="pt", padding=True)
    kwargs = dict(max_new_tokens=8, do_sample=False, pad_token_id=tok.eos_token_id)
    if assistant is not None:
        kwargs["assistant_model"] = assistant
    with torch.no_grad():
        out = teacher.generate(**enc, **kwargs)
    return tok.batch_decode(out, skip_special_tokens=True)


labels = pseudo_label(prompts)
opt = torch.optim.AdamW(student.parameters(), lr=1e-4)
student.train()
for text in labels[:2]:
    batch = tok(text, return_tensors="pt")
    loss = student(**batch, labels=batch["input_ids"]).loss
    loss.backward()
    opt.step()
    opt.zero_grad()
student.eval()

# second round: the distilled student drafts for the teacher
more = pseudo_label(prompts, assistant=student)
print(more)
