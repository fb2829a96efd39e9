# classes: 8
"""Zero-shot sentiment by generation: one greedy step with output_scores, the label words'
first tokens compared in the first step's log-probabilities."""

from transformers import AutoModelForCausalLM, AutoTokenizer

MODEL = "Qwen/Qwen2.5-0.5B-Instruct"
tok = AutoTokenizer.from_pretrained(MODEL)
model = AutoModelForCausalLM.from_pretrained(MODEL)
LABELS = ["green", "red"]
label_ids = [tok(" " + w, add_special_tokens=False)["input_ids"][0] for w in LABELS]

for text in ["i loved the garden", "the dog was slow"]:
    enc = tok(f"review: {text}\nsentiment (green or red):", return_tensors="pt")
    out = model.generate(**enc, max_new_tokens=1, do_sample=False, return_dict_in_generate=True, output_scores=True)
    logprobs = out.scores[0].log_softmax(-1)[0, label_ids]
    print(text, LABELS[int(logprobs.argmax())], logprobs.tolist())
