# classes: 2 3
"""Model-as-judge loop: two candidate models answer, a judge model samples a verdict for each
answer (nucleus sampling, settings in JUDGE_KW), and the verdicts are tallied."""
from collections import Counter

from transformers import AutoModelForCausalLM, AutoTokenizer

CANDIDATES = ["HuggingFaceTB/SmolLM2-135M-Instruct", "Qwen/Qwen2.5-0.5B-Instruct"]
JUDGE = "Qwen/Qwen2.5-1.5B-Instruct"
JUDGE_KW = {"do_sample": True, "top_p": 0.95, "max_new_tokens": 2}
QUESTION = "what is the boiling point of water?"

judge_tok = AutoTokenizer.from_pretrained(JUDGE)
judge = AutoModelForCausalLM.from_pretrained(JUDGE)
tally = Counter()
for name in CANDIDATES:
    tok = AutoTokenizer.from_pretrained(name)
    model = AutoModelForCausalLM.from_pretrained(name)
    enc = tok(QUESTION, return_tensors="pt")
    answer = tok.decode(model.generate(**enc, max_new_tokens=4, do_sample=False)[0], skip_special_tokens=True)
    prompt = f"Question: {QUESTION}\nAnswer: {answer}\nIs the answer correct? Reply yes or no:"
    jenc = judge_tok(prompt, return_tensors="pt")
    verdict = judge.generate(**jenc, **JUDGE_KW)
    tally[name] += "yes" in judge_tok.decode(verdict[0, jenc["input_ids"].shape[1]:]).lower()
print(tally)
