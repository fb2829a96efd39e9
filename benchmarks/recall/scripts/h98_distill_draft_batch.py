# classes: 7 6
"""Teacher-to-student distillation data: the teacher answers batches of prompts with the student as its draft
(assisted generation), padded left."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

TEACHER = "Qwen/Qwen2.5-1.5B-Instruct"
STUDENT = "Qwen/Qwen2.5-0.5B-Instruct"
PROMPTS = ["hello world", "tell me a story", "the quick brown fox", "one two three"]
BATCH = 2


def batched(xs, n):
    for i in range(0, len(xs), n):
        yield xs[i:i + n]


def main():
    tok = AutoTokenizer.from_pretrained(TEACHER, padding_side="left")
    teacher = AutoModelForCausalLM.from_pretrained(TEACHER, torch_dtype=torch.float32)
    student = AutoModelForCausalLM.from_pretrained(STUDENT, torch_dtype=torch.float32)
    records = []
    for chunk in batched(PROMPTS, BATCH):
        enc = tok(chunk, return_tensors="pt", padding=True)
        out = teacher.generate(**enc, assistant_model=student, max_new_tokens=8, do_sample=False)
        for prompt, seq in zip(chunk, out):
            records.append({"prompt": prompt, "target": tok.decode(seq[enc.input_ids.shape[1]:], skip_special_tokens=True)})
    print(records)


if __name__ == "__main__":
    main()
