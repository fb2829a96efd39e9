# classes: 8
"""Multiple-choice answering: the option letters get a bias so the model answers with one of
them, then the first step's scores rank the options."""

from transformers import AutoModelForCausalLM, AutoTokenizer

MODEL = "microsoft/Phi-3-mini-4k-instruct"
tok = AutoTokenizer.from_pretrained(MODEL)
model = AutoModelForCausalLM.from_pretrained(MODEL)

options = ["A", "B", "C", "D"]
option_ids = [tok(o, add_special_tokens=False)["input_ids"][-1] for o in options]
bias = {(i,): 10 for i in option_ids}

enc = tok("question: which is red? A) sky B) garden C) fox D) cat\nanswer:", return_tensors="pt")
out = model.generate(
    **enc,
    sequence_bias=bias,
    max_new_tokens=1,
    return_dict_in_generate=True,
    output_scores=True,
)
first = out.scores[0][0, option_ids].softmax(-1)
print(dict(zip(options, first.tolist())))
