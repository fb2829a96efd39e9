# classes: 8
"""Closed-book QA with per-answer confidence: generate returns a dict with scores; the answers'
sequences are decoded and written to a JSON lines file."""
import json
import tempfile

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-360M-Instruct", padding_side="left")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-360M-Instruct")
questions = ["Who painted the Mona Lisa?", "What is the boiling point of water?"]

enc = tok(questions, return_tensors="pt", padding=True)
out = model.generate(**enc, max_new_tokens=5, do_sample=False, return_dict_in_generate=True, output_scores=True)
answers = tok.batch_decode(out.sequences[:, enc.input_ids.shape[1]:], skip_special_tokens=True)
with tempfile.NamedTemporaryFile("w", suffix=".jsonl", delete=False) as fh:
    for q, a in zip(questions, answers):
        fh.write(json.dumps({"question": q, "answer": a}) + "\n")
print(answers)
