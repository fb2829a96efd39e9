# classes: 2 7
"""Smart-reply service: three suggestions per message, built once at import."""
from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

MODEL_ID = "distilbert/distilgpt2"


class Suggester:
    def __init__(self, model_id=MODEL_ID, n=3):
        self.tok = AutoTokenizer.from_pretrained(model_id)
        self.model = AutoModelForCausalLM.from_pretrained(model_id)
        self.config = GenerationConfig(
            max_new_tokens=16,
            num_return_sequences=n,
            num_beams=1,
            pad_token_id=self.tok.eos_token_id,
        )

    def __call__(self, message):
        enc = self.tok(message, return_tensors="pt")
        out = self.model.generate(**enc, generation_config=self.config)
        return self.tok.batch_decode(out, skip_special_tokens=True)


if __name__ == "__main__":
    print(Suggester()("Are we still on for lunch?"))
