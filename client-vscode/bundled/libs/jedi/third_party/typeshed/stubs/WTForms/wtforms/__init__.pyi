from typing import Final

from wtforms import validators as validators, widgets as widgets
from wtforms.fields.choices import (
    RadioField as RadioField,
    SelectField as SelectField,
    SelectFieldBase as SelectFieldBase,
    SelectMultipleField as SelectMultipleField,
)
from wtforms.fields.core import Field as Field, Flags as Flags, Label as Label
from wtforms.fields.datetime import (
    DateField as DateField,
    DateTimeField as DateTimeField,
    DateTimeLocalField as DateTimeLocalField,
    MonthField as MonthField,
    TimeField as TimeField,
    WeekField as WeekField,
)
from wtforms.fields.form import FormField as FormField
from wtforms.fields.list import FieldList as FieldList
from wtforms.fields.numeric import (
    DecimalField as DecimalField,
    DecimalRangeField as DecimalRangeField,
    FloatField as FloatField,
    IntegerField as IntegerField,
    IntegerRangeField as IntegerRangeField,
)
from wtforms.fields.simple import (
    BooleanField as BooleanField,
    ColorField as ColorField,
    EmailField as EmailField,
    FileField as FileField,
    HiddenField as HiddenField,
    MultipleFileField as MultipleFileField,
    PasswordField as PasswordField,
    SearchField as SearchField,
    StringField as StringField,
    SubmitField as SubmitField,
    TelField as TelField,
    TextAreaField as TextAreaField,
    URLField as URLField,
)
from wtforms.form import Form as Form
from wtforms.validators import ValidationError as ValidationError

__version__: Final[str]
__all__ = [
    "validators",
    "widgets",
    "Form",
    "ValidationError",
    "SelectField",
    "SelectFieldBase",
    "SelectMultipleField",
    "RadioField",
    "Field",
    "Flags",
    "Label",
    "DateTimeField",
    "DateField",
    "TimeField",
    "MonthField",
    "DateTimeLocalField",
    "WeekField",
    "FormField",
    "FieldList",
    "IntegerField",
    "DecimalField",
    "FloatField",
    "IntegerRangeField",
    "DecimalRangeField",
    "BooleanField",
    "TextAreaField",
    "PasswordField",
    "FileField",
    "MultipleFileField",
    "HiddenField",
    "SearchField",
    "SubmitField",
    "StringField",
    "TelField",
    "URLField",
    "EmailField",
    "ColorField",
]
