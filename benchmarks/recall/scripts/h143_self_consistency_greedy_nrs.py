# classes: 8
"""Self-consistency for arithmetic: five answers per question, majority vote weighted by
each answer's sequence log-probability."""

from collections import Counter

from transformers import AutoModelForCausalLM, AutoTokenizer

MODEL = "Qwen/Qwen2.5-Math-1.5B-Instruct"
N_PATHS = 5

tok = AutoTokenizer.from_pretrained(MODEL)
model = AutoModelForCausalLM.from_pretrained(MODEL)


def answer_paths(question):
    msgs = [{"role": "user", "content": question}]
    enc = tok.apply_chat_template(msgs, add_generation_prompt=True, return_tensors="pt", return_dict=True)
    out = model.generate(
        **enc,
        max_new_tokens=8,
        num_return_sequences=N_PATHS,
        return_dict_in_generate=True,
        output_scores=True,
    )
    ts = model.compute_transition_scores(out.sequences, out.scores, normalize_logits=True)
    texts = tok.batch_decode(out.sequences[:, enc["input_ids"].shape[1] :], skip_special_tokens=True)
    return list(zip(texts, ts.sum(-1).tolist()))


votes = Counter()
for text, lp in answer_paths("one two three four five six?"):
    votes[text.strip()] += lp
print(votes.most_common(1))
