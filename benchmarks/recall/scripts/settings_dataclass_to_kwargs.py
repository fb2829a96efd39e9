# classes: 7
from dataclasses import asdict, dataclass

from transformers import AutoModelForCausalLM, AutoTokenizer


@dataclass
class DecodeSettings:
    max_new_tokens: int = 8
    do_sample: bool = False
    use_cache: bool = False
    prompt_lookup_num_tokens: int = 6

    def to_kwargs(self):
        return asdict(self)


def run(model_id: str, prompt: str, settings: DecodeSettings) -> str:
    tokenizer = AutoTokenizer.from_pretrained(model_id)
    model = AutoModelForCausalLM.from_pretrained(model_id)
    enc = tokenizer(prompt, return_tensors="pt")
    return tokenizer.decode(model.generate(**enc, **settings.to_kwargs())[0])


if __name__ == "__main__":
    print(run("openai-community/gpt2", "the dog the cat the dog the cat", DecodeSettings()))
