# classes: 2 9
"""Repo-level completion: for each file of a small repo, complete its last function with a draft model."""
from transformers import AutoModelForCausalLM, AutoTokenizer

REPO = {
    "utils.py": "def add(a, b):\n    return a + b\n\ndef mul(a, b):\n",
    "README.md": "# the project\n\nthe quick brown fox\n",
    "main.py": "from utils import add\n\ndef main():\n",
}
PER_EXT = {
    ".py": {"do_sample": False, "max_new_tokens": 8},
    ".md": {"do_sample": True, "temperature": 0.0, "max_new_tokens": 8},
}

tok = AutoTokenizer.from_pretrained("meta-llama/Llama-2-7b-hf")
model = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-2-7b-hf")
draft = AutoModelForCausalLM.from_pretrained("JackFram/llama-68m")

for path, text in REPO.items():
    ext = path[path.rfind("."):]
    inputs = tok(text, return_tensors="pt")
    out = model.generate(**inputs, assistant_model=draft, **PER_EXT[ext])
    print(path, repr(tok.decode(out[0, inputs.input_ids.shape[1]:])))
