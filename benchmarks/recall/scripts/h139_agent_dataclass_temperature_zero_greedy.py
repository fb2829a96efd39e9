# classes: 3 8
"""Agent settings as a dataclass with temperature 0 meaning "deterministic": the agent
samples only when the temperature is positive."""

from dataclasses import dataclass

from transformers import AutoModelForCausalLM, AutoTokenizer


@dataclass
class LLMSettings:
    model_id: str = "Qwen/Qwen2-0.5B-Instruct"
    temperature: float = 0.0
    max_new_tokens: int = 10

    def generate_kwargs(self):
        kwargs = {"max_new_tokens": self.max_new_tokens}
        if self.temperature > 0:
            kwargs.update(do_sample=True, temperature=self.temperature)
        return kwargs


if __name__ == "__main__":
    settings = LLMSettings()
    tok = AutoTokenizer.from_pretrained(settings.model_id)
    model = AutoModelForCausalLM.from_pretrained(settings.model_id)
    history = [{"role": "user", "content": "make a plan for the queen"}]
    for _ in range(2):
        inputs = tok.apply_chat_template(history, add_generation_prompt=True, return_tensors="pt", return_dict=True)
        out = model.generate(**inputs, **settings.generate_kwargs())
        history.append({"role": "assistant", "content": tok.decode(out[0, inputs["input_ids"].shape[-1] :])})
    print(history[-1])
