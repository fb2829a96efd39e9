# classes: 6 2
"""Knowledge distillation of SmolLM2-360M into SmolLM2-135M (KL on the logits, a few steps), then
the student is benchmarked as the teacher's draft on a padded evaluation batch."""
import torch
import torch.nn.functional as F
from transformers import AutoModelForCausalLM, AutoTokenizer

TEACHER = "HuggingFaceTB/SmolLM2-360M"
STUDENT = "HuggingFaceTB/SmolLM2-135M"
TEMPERATURE = 2.0

tokenizer = AutoTokenizer.from_pretrained(TEACHER)
tokenizer.pad_token = tokenizer.eos_token
tokenizer.padding_side = "left"
teacher = AutoModelForCausalLM.from_pretrained(TEACHER).eval()
student = AutoModelForCausalLM.from_pretrained(STUDENT)

train_texts = ["the quick brown fox jumps", "once upon a time there lived a queen", "cats and dogs are fast"]
optimizer = torch.optim.AdamW(student.parameters(), lr=1e-3)
student.train()
for step in range(3):
    batch = tokenizer(train_texts, return_tensors="pt", padding=True)
    with torch.no_grad():
        t_logits = teacher(**batch).logits
    s_logits = student(**batch).logits
    kd = F.kl_div(
        F.log_softmax(s_logits / TEMPERATURE, dim=-1),
        F.softmax(t_logits / TEMPERATURE, dim=-1),
        reduction="batchmean",
    ) * TEMPERATURE**2
    kd.backward()
    optimizer.step()
    optimizer.zero_grad()
    print("kd loss", kd.item())

student.eval()
eval_prompts = ["tell me a story about", "the king loved", "hello world"]
batch = tokenizer(eval_prompts, return_tensors="pt", padding=True)
with torch.no_grad():
    spec = teacher.generate(**batch, assistant_model=student, max_new_tokens=8, pad_token_id=tokenizer.eos_token_id)
for line in tokenizer.batch_decode(spec, skip_special_tokens=True):
    print(line)
