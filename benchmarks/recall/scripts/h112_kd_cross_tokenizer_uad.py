# classes: 6 7
"""Cross-tokenizer distillation, then universal assisted decoding with both tokenizers passed."""
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
    pseudo = teacher.generate(**t_tok(prompt, return_tensors="pt"), max_new_tokens=8)
text = t_tok.decode(pseudo[0], skip_special_tokens=True)

opt = torch.optim.AdamW(student.parameters(), lr=5e-5)
ids = s_tok(text, return_tensors="pt").input_ids
student(input_ids=ids, labels=ids).loss.backward()
opt.step()
student.eval()

inputs = t_tok(prompt, return_tensors="pt")
out = teacher.generate(
    **inputs,
    assistant_model=student,
    tokenizer=t_tok,
    assistant_tokenizer=s_tok,
    max_new_tokens=8,
    do_sample=False,
)
print(t_tok.decode(out[0], skip_special_tokens=True))
