# classes: 7 5
"""Evaluation callback that writes a speculative-decoding sample after every evaluation."""
import tempfile

from transformers import (
    AutoModelForCausalLM,
    AutoTokenizer,
    DataCollatorForLanguageModeling,
    Trainer,
    TrainerCallback,
    TrainingArguments,
)


class SampleCallback(TrainerCallback):
    def __init__(self, tokenizer, assistant, prompt="once upon a time", **gen_kwargs):
        self.tokenizer = tokenizer
        self.assistant = assistant
        self.prompt = prompt
        self.gen_kwargs = gen_kwargs

    def on_evaluate(self, args, state, control, model=None, **kwargs):
        inputs = self.tokenizer(self.prompt, return_tensors="pt")
        out = model.generate(**inputs, assistant_model=self.assistant, **self.gen_kwargs)
        print(f"step {state.global_step}:", self.tokenizer.decode(out[0]))


tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-1.5B-Instruct")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-1.5B-Instruct")
assistant = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")
rows = [tok(t) for t in ["hello world", "the quick brown fox", "tell me a story"]]

with tempfile.TemporaryDirectory() as out:
    args = TrainingArguments(
        output_dir=out, max_steps=1, eval_strategy="steps", eval_steps=1, per_device_train_batch_size=1,
        per_device_eval_batch_size=1, report_to=[], use_cpu=True, save_strategy="no",
    )
    trainer = Trainer(
        model=model,
        args=args,
        train_dataset=rows,
        eval_dataset=rows,
        data_collator=DataCollatorForLanguageModeling(tok, mlm=False),
        callbacks=[SampleCallback(tok, assistant, max_new_tokens=4, cache_implementation="static")],
    )
    trainer.train()
