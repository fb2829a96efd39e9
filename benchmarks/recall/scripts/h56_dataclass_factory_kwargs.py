# classes: 3
# Run settings as a dataclass; the generation kwargs come from a default factory.
from dataclasses import dataclass, field

from transformers import AutoModelForCausalLM, AutoTokenizer


@dataclass
class RunSettings:
    target: str = "meta-llama/Llama-3.2-3B-Instruct"
    draft: str = "meta-llama/Llama-3.2-1B-Instruct"
    gen_kwargs: dict = field(default_factory=lambda: {"max_new_tokens": 4, "use_cache": False})


def main(settings: RunSettings = RunSettings()):
    tok = AutoTokenizer.from_pretrained(settings.target)
    target = AutoModelForCausalLM.from_pretrained(settings.target)
    draft = AutoModelForCausalLM.from_pretrained(settings.draft)
    enc = tok("Give me a word that rhymes with cat.", return_tensors="pt")
    print(tok.decode(target.generate(**enc, assistant_model=draft, **settings.gen_kwargs)[0]))


if __name__ == "__main__":
    main()
