# classes: 6 7
# A callback that compares the fine-tuned model's sample with a speculative one using a small
# draft from another model family.
import tempfile

from transformers import AutoModelForCausalLM, AutoTokenizer, Trainer, TrainerCallback, TrainingArguments
from transformers import DataCollatorForLanguageModeling

MAIN = "openai-community/gpt2"
DRAFT = "HuggingFaceTB/SmolLM2-135M"


class DraftCompareCallback(TrainerCallback):
    def __init__(self, draft_name):
        self.draft = AutoModelForCausalLM.from_pretrained(draft_name)

    def on_evaluate(self, args, state, control, **kwargs):
        model = kwargs["model"]
        tokenizer = kwargs["processing_class"]
        enc = tokenizer("the quick brown fox", return_tensors="pt")
        plain = model.generate(**enc, max_new_tokens=3)
        spec = model.generate(**enc, max_new_tokens=3, assistant_model=self.draft)
        print(plain.shape, spec.shape)


def run():
    tok = AutoTokenizer.from_pretrained(MAIN)
    tok.pad_token = tok.eos_token
    model = AutoModelForCausalLM.from_pretrained(MAIN)
    data = [tok(s) for s in ["hello world", "a dog was lazy", "tell me about cats"]]
    with tempfile.TemporaryDirectory() as tmp:
        trainer = Trainer(
            model=model,
            args=TrainingArguments(tmp, max_steps=1, eval_strategy="steps", eval_steps=1, report_to=[],
                                   use_cpu=True, save_strategy="no", per_device_train_batch_size=1),
            train_dataset=data,
            eval_dataset=data,
            processing_class=tok,
            data_collator=DataCollatorForLanguageModeling(tok, mlm=False),
        )
        trainer.add_callback(DraftCompareCallback(DRAFT))
        trainer.train()


if __name__ == "__main__":
    run()
