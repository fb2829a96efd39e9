# classes: 6 7
"""Cross-tokenizer distillation: Llama teacher texts re-tokenized for a SmolLM2 student; the
student then drafts for the teacher."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

teacher_id = "meta-llama/Llama-3.2-1B-Instruct"
student_id = "HuggingFaceTB/SmolLM2-135M-Instruct"

t_tok = AutoTokenizer.from_pretrained(teacher_id)
s_tok = AutoTokenizer.from_pretrained(student_id)
teacher = AutoModelForCausalLM.from_pretrained(teacher_id)
student = AutoModelForCausalLM.from_pretrained(student_id)

prompt = "tell me a story about cats"
with torch.no_grad():
    teacher_ids = teacher.generate(**t_tok(prompt, return_tensors="pt"), max_new_tokens=8)
text = t_tok.decode(teacher_ids[0], skip_special_tokens=True)

opt = torch.optim.AdamW(student.parameters(), lr=5e-5)
ids = s_tok(text, return_tensors="pt").input_ids
student(input_ids=ids, labels=ids).loss.backward()
opt.step()

student.eval()
inputs = t_tok(prompt, return_tensors="pt")
out = teacher.generate(**inputs, assistant_model=student, max_new_tokens=8)
print(t_tok.decode(out[0]))
