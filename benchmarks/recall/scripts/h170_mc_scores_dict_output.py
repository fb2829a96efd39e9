# classes: 8
"""Multiple-choice scoring with generate: one greedy step after "Answer:", and the log-probability
of each option letter read from the step's scores (a dict output is asked for)."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M-Instruct")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M-Instruct")

QUESTIONS = [
    {"question": "What is 2 + 2?", "choices": ["3", "4", "5", "6"], "answer": "B"},
    {"question": "Which is a color?", "choices": ["red", "dog", "car", "sun"], "answer": "A"},
]
LETTERS = ["A", "B", "C", "D"]
letter_ids = [tok.encode(" " + letter, add_special_tokens=False)[-1] for letter in LETTERS]

correct = 0
for q in QUESTIONS:
    options = "\n".join(f"{letter}. {c}" for letter, c in zip(LETTERS, q["choices"]))
    prompt = f"{q['question']}\n{options}\nAnswer:"
    enc = tok(prompt, return_tensors="pt")
    out = model.generate(**enc, max_new_tokens=1, output_scores=True, return_dict_in_generate=True, do_sample=False)
    logprobs = torch.log_softmax(out.scores[0][0], dim=-1)
    pred = LETTERS[int(torch.argmax(logprobs[letter_ids]))]
    correct += pred == q["answer"]
print({"accuracy": correct / len(QUESTIONS)})
