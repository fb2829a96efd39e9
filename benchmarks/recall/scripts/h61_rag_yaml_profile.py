# classes: 6 3
"""RAG answerer: a keyword retriever stub picks passages, the answer is generated with the
'fast' profile from rag_settings.yaml (written on first run so the demo is self-contained).
Prompt lookup suits RAG well since answers copy spans of the retrieved passages."""
import os

import yaml
from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

SETTINGS_PATH = os.path.join(os.path.dirname(os.path.abspath(__file__)), "rag_settings.yaml")
DEFAULT_YAML = """
model: meta-llama/Llama-3.2-1B-Instruct
top_k: 2
profiles:
  fast:
    max_new_tokens: 6
    prompt_lookup_num_tokens: 4
    cache_implementation: static
  careful:
    max_new_tokens: 12
    num_beams: 2
active_profile: fast
"""

DOCS = [
    "The Eiffel Tower is 330 metres tall and stands in Paris.",
    "Mount Fuji is the highest mountain in Japan at 3776 metres.",
    "The Danube flows through ten countries before reaching the Black Sea.",
]


def retrieve(question, k):
    words = set(question.lower().split())
    scored = sorted(DOCS, key=lambda d: -len(words & set(d.lower().split())))
    return scored[:k]


def load_settings():
    if not os.path.exists(SETTINGS_PATH):
        with open(SETTINGS_PATH, "w") as fh:
            fh.write(DEFAULT_YAML)
    with open(SETTINGS_PATH) as fh:
        return yaml.safe_load(fh)


def answer(question):
    cfg = load_settings()
    tok = AutoTokenizer.from_pretrained(cfg["model"])
    model = AutoModelForCausalLM.from_pretrained(cfg["model"])
    gen_config = GenerationConfig(**cfg["profiles"][cfg["active_profile"]])
    context = "\n".join(retrieve(question, cfg["top_k"]))
    prompt = f"Context:\n{context}\n\nQuestion: {question}\nAnswer:"
    enc = tok(prompt, return_tensors="pt")
    out = model.generate(**enc, generation_config=gen_config)
    return tok.decode(out[0, enc["input_ids"].shape[1]:], skip_special_tokens=True)


if __name__ == "__main__":
    print(answer("How tall is the Eiffel Tower?"))
