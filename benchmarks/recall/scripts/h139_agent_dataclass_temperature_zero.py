# classes: 3 8
"""Agent settings as a dataclass: deterministic agents are configured with temperature 0,
but the sampling flag stays on from the default profile."""

from dataclasses import dataclass, field

from transformers import AutoModelForCausalLM, AutoTokenizer


@dataclass
class LLMSettings:
    model_id: str = "Qwen/Qwen2-0.5B-Instruct"
    temperature: float = 0.0
    do_sample: bool = True
    max_new_tokens: int = 10


@dataclass
class AgentSettings:
    name: str = "planner"
    llm: LLMSettings = field(default_factory=LLMSettings)
    max_steps: int = 2


class Planner:
    def __init__(self, settings: AgentSettings):
        self.settings = settings
        self.tok = AutoTokenizer.from_pretrained(settings.llm.model_id)
        self.model = AutoModelForCausalLM.from_pretrained(settings.llm.model_id)

    def think(self, history):
        llm = self.settings.llm
        inputs = self.tok.apply_chat_template(history, add_generation_prompt=True, return_tensors="pt", return_dict=True)
        out = self.model.generate(
            **inputs, do_sample=llm.do_sample, temperature=llm.temperature, max_new_tokens=llm.max_new_tokens
        )
        return self.tok.decode(out[0, inputs["input_ids"].shape[-1] :], skip_special_tokens=True)


if __name__ == "__main__":
    planner = Planner(AgentSettings())
    history = [{"role": "user", "content": "make a plan for the queen"}]
    for _ in range(planner.settings.max_steps):
        history.append({"role": "assistant", "content": planner.think(history)})
    print(history[-1])
