# classes: 6 2
# Which main models accept a draft? A quick compatibility sweep.
from transformers import AutoModelForCausalLM, AutoTokenizer

PAIRS = [
    ("openai-community/gpt2-medium", "openai-community/gpt2"),
    ("state-spaces/mamba-130m-hf", "hflint-fixtures/mamba-gpt2-vocab"),
]

for main_id, draft_id in PAIRS:
    tok = AutoTokenizer.from_pretrained(main_id)
    main = AutoModelForCausalLM.from_pretrained(main_id)
    draft = AutoModelForCausalLM.from_pretrained(draft_id)
    enc = tok("the quick brown fox", return_tensors="pt")
    out = main.generate(**enc, assistant_model=draft, max_new_tokens=4)
    print(main_id, out.shape)
